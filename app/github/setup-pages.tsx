import type { Child } from "hono/jsx";

export interface SetupPageAssets {
  /** The server's stylesheet (`/assets/inkwell.css?v=…`), as the page's policy allows. */
  stylesheetUrl: string;
  iconUrl: string;
}

function SetupLayout({
  title,
  assets,
  children,
}: {
  title: string;
  assets: SetupPageAssets;
  children: Child;
}) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · Inkwell`}</title>
        <link rel="stylesheet" href={assets.stylesheetUrl} />
        <link rel="icon" href={assets.iconUrl} type="image/svg+xml" />
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** What to do instead of registering a new app: the variables of an app that exists already. */
function ExistingAppNote() {
  return (
    <p class="muted">
      Already have a GitHub App for Inkwell? Set <code>APP_ID</code>, <code>PRIVATE_KEY</code> (or{" "}
      <code>PRIVATE_KEY_PATH</code>) and <code>WEBHOOK_SECRET</code> in the server's environment and
      restart it; this page then gives way to the status page.
    </p>
  );
}

export function RegistrationPage(props: {
  assets: SetupPageAssets;
  /** GitHub's new-app page, with the state this browser must bring back. */
  formAction: string;
  manifest: string;
  /** Where GitHub sends the browser back to; without INKWELL_PUBLIC_URL, this machine's address. */
  returnUrl: string;
  publicUrlSet: boolean;
}) {
  return (
    <SetupLayout title="Register Inkwell's GitHub App" assets={props.assets}>
      <p>
        No GitHub App is configured yet. Inkwell needs one to open pull requests and receive
        webhooks; the API and analytics already work.
      </p>
      <p>
        The button below asks GitHub to create an app with Inkwell's permissions. GitHub then sends
        you back to <code>{props.returnUrl}</code>, where you confirm, and this server writes the
        app's credentials to its <code>.env</code> file.
      </p>
      {!props.publicUrlSet && (
        <p class="muted">
          GitHub will send you back to this machine's address. To register from another machine, set{" "}
          <code>INKWELL_PUBLIC_URL</code> to the address people reach this server at and restart it.
        </p>
      )}
      <form action={props.formAction} method="post">
        <input type="hidden" name="manifest" value={props.manifest} />
        <button type="submit">Register a GitHub App</button>
      </form>
      <ExistingAppNote />
    </SetupLayout>
  );
}

export function ConfirmPage(props: {
  assets: SetupPageAssets;
  code: string;
  state: string;
  /** False when this browser did not start the registration (or started another one). */
  startedHere: boolean;
}) {
  if (!props.startedHere) {
    return (
      <SetupLayout title="Registration not started here" assets={props.assets}>
        <p class="problem">
          This registration was not started from this browser, or it was started again since.
          Nothing was changed. Start again at <a href="/probot">/probot</a>.
        </p>
      </SetupLayout>
    );
  }
  return (
    <SetupLayout title="Save the new GitHub App" assets={props.assets}>
      <p>
        GitHub created the app. Save its credentials to this server's <code>.env</code> file;
        GitHub's page for installing the app opens next. Restart the server before you install it:
        until then the server refuses the installation's webhook (GitHub lists a failed delivery,
        which you can redeliver after the restart).
      </p>
      <form action="/probot/setup" method="post">
        <input type="hidden" name="code" value={props.code} />
        <input type="hidden" name="state" value={props.state} />
        <button type="submit">Save the app's credentials</button>
      </form>
    </SetupLayout>
  );
}

export function SuccessPage(props: { assets: SetupPageAssets }) {
  return (
    <SetupLayout title="GitHub App registered" assets={props.assets}>
      <p>
        The app's credentials are in <code>.env</code>. Restart the server to use them, then install
        the app on your documentation repositories.
      </p>
    </SetupLayout>
  );
}

export function ProblemPage(props: { assets: SetupPageAssets; title: string; message: string }) {
  return (
    <SetupLayout title={props.title} assets={props.assets}>
      <p class="problem">{props.message}</p>
      <p>
        <a href="/probot">Start again</a>
      </p>
      <ExistingAppNote />
    </SetupLayout>
  );
}
