import { DashboardLayout, type SignedInUser } from "./dashboard-layout.tsx";

export function SignInPage({
  problem,
  notice,
  returnTo,
}: {
  problem?: string | undefined;
  notice?: string | undefined;
  returnTo: string;
}) {
  const href = `/app/auth/github?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <DashboardLayout title="Sign in">
      {problem && (
        <div class="panel alert" role="alert">
          <p>{problem}</p>
        </div>
      )}
      {notice && (
        <div class="panel notice" role="status">
          <p>{notice}</p>
        </div>
      )}
      <p>
        Inkwell's dashboard shows the projects whose GitHub repositories you can access. Signing in
        asks GitHub who you are; what you may see and do follows your access to each repository.
      </p>
      <p>
        <a class="button" href={href}>
          Sign in with GitHub
        </a>
      </p>
    </DashboardLayout>
  );
}

export function SetupPage({ callbackUrl }: { callbackUrl: string }) {
  return (
    <DashboardLayout title="Set up the dashboard">
      <p>
        The dashboard signs people in with the Inkwell GitHub App's own user authorization. This
        server does not have the settings for it yet. Set these variables and restart the server:
      </p>
      <div class="table-wrap">
        <table>
          <caption>Settings the dashboard needs</caption>
          <thead>
            <tr>
              <th scope="col">Variable</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>GITHUB_CLIENT_ID</code>
              </td>
              <td>
                The client ID on the GitHub App's settings page (Probot's registration writes it).
              </td>
            </tr>
            <tr>
              <td>
                <code>GITHUB_CLIENT_SECRET</code>
              </td>
              <td>A client secret generated on the same page.</td>
            </tr>
            <tr>
              <td>
                <code>INKWELL_SECRET</code>
              </td>
              <td>
                At least 32 random characters (<code>openssl rand -base64 32</code>); it encrypts
                the GitHub tokens kept with each session.
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        On the GitHub App's settings page, add the callback URL <code>{callbackUrl}</code> and keep
        "Expire user authorization tokens" on. Set <code>INKWELL_PUBLIC_URL</code> when the server
        is reached through another address than the one it listens on.
      </p>
    </DashboardLayout>
  );
}

export interface ErrorPageProps {
  status: number;
  title: string;
  message: string;
  requestId: string | undefined;
  user?: SignedInUser | undefined;
}

export function ErrorPage({ status, title, message, requestId, user }: ErrorPageProps) {
  return (
    <DashboardLayout title={title} user={user}>
      <div class="panel alert">
        <p>{message}</p>
      </div>
      <p class="error-code">
        Status {status}
        {requestId ? `, request ${requestId}` : ""}
      </p>
      <p>
        <a href="/app">Back to your projects</a>
      </p>
    </DashboardLayout>
  );
}
