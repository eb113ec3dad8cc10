import type { ShareLink } from "../../projects/share-link.service.ts";
import { isLive, MAX_LIVE_SHARE_LINKS } from "../../projects/share-link.service.ts";
import { EXPIRY_CHOICES, type ExpiryChoice, ShownOncePanel } from "./api-keys-page.tsx";
import {
  CsrfField,
  DashboardLayout,
  type ProjectNav,
  type SignedInUser,
} from "./dashboard-layout.tsx";
import { formatInstant } from "./format-time.ts";
import { When } from "./when.tsx";

export interface ShareLinkFormValues {
  name: string;
  expires: ExpiryChoice;
  expiresOn: string;
}

export interface ShareLinksPageProps {
  user: SignedInUser;
  project: ProjectNav;
  links: ShareLink[];
  /** The link just made: its whole address, shown this once. */
  created?: { name: string; url: string } | undefined;
  notice?: string | undefined;
  problem?: string | undefined;
  form?: ShareLinkFormValues | undefined;
  now: Date;
}

function LinkState({ link, now }: { link: ShareLink; now: Date }) {
  if (link.revokedAt) {
    return (
      <span class="badge badge-muted">
        <span aria-hidden="true">×</span>Revoked
      </span>
    );
  }
  if (!isLive(link, now)) {
    return (
      <span class="badge badge-muted">
        <span aria-hidden="true">×</span>Expired
      </span>
    );
  }
  return (
    <span class="badge badge-ok">
      <span aria-hidden="true">✓</span>Live
    </span>
  );
}

export function ShareLinksPage(props: ShareLinksPageProps) {
  const { project, now } = props;
  const base = `/app/projects/${encodeURIComponent(project.id)}/sharing`;
  const form = props.form ?? { name: "", expires: "90", expiresOn: "" };
  return (
    <DashboardLayout
      title={`${project.name}: sharing`}
      user={props.user}
      project={project}
      breadcrumbs={[
        { label: "Projects", href: "/app" },
        { label: project.name, href: `/app/projects/${encodeURIComponent(project.id)}/jobs` },
        { label: "Sharing" },
      ]}
    >
      <p>
        A share link shows this project's analytics, read-only, to anyone who has it: no GitHub
        account needed. It shows page views, agents and referrers with their range controls; never
        jobs, keys or settings. Search engines are asked not to index it. A project has at most{" "}
        {MAX_LIVE_SHARE_LINKS} live links.
      </p>
      {props.created && (
        <ShownOncePanel
          id="new-link"
          noun="link"
          label="New share link"
          name={props.created.name}
          value={props.created.url}
        />
      )}
      {props.notice && (
        <div class="panel notice" role="status">
          <p>{props.notice}</p>
        </div>
      )}

      <section aria-labelledby="create-link">
        <h2 id="create-link">Create a link</h2>
        {props.problem && (
          <div class="panel alert" role="alert">
            <p>{props.problem}</p>
          </div>
        )}
        <form class="stack" method="post" action={base}>
          <CsrfField token={props.user.csrfToken} />
          <div>
            <label for="link-name">Name</label>
            <input
              id="link-name"
              type="text"
              name="name"
              required
              maxlength={100}
              value={form.name}
              aria-describedby="link-name-hint"
            />
            <p class="hint" id="link-name-hint">
              Who it is for, e.g. "support team" or "quarterly review".
            </p>
          </div>
          <div>
            <label for="link-expires">Expires</label>
            <select id="link-expires" name="expires" data-custom-date="link-expires-on-field">
              {EXPIRY_CHOICES.map((choice) => (
                <option value={choice.value} selected={form.expires === choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          <div id="link-expires-on-field">
            <label for="link-expires-on">Expiry date (UTC), when "On a date" is chosen</label>
            <input id="link-expires-on" type="date" name="expiresOn" value={form.expiresOn} />
          </div>
          <div>
            <button type="submit">Create link</button>
          </div>
        </form>
      </section>

      <section aria-labelledby="link-list">
        <h2 id="link-list">Links</h2>
        {props.links.length === 0 ? (
          <p class="muted">This project has no share link yet.</p>
        ) : (
          <div class="table-wrap">
            <table>
              <caption>Share links of {project.name}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Made by</th>
                  <th scope="col">Made</th>
                  <th scope="col">State</th>
                  <th scope="col">Expires</th>
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {props.links.map((link) => (
                  <tr>
                    <th scope="row">{link.name}</th>
                    <td>
                      {link.createdBy ?? (
                        <span class="muted" title="Made with the inkwell CLI by an operator">
                          An operator
                        </span>
                      )}
                    </td>
                    <td>
                      <When date={new Date(link.createdAt)} now={now} />
                    </td>
                    <td>
                      <LinkState link={link} now={now} />
                    </td>
                    <td>
                      {link.expiresAt ? (
                        formatInstant(new Date(link.expiresAt))
                      ) : (
                        <span class="muted">Never</span>
                      )}
                    </td>
                    <td>
                      {isLive(link, now) && (
                        <form
                          class="inline-form"
                          method="post"
                          action={`${base}/${encodeURIComponent(link.id)}/revoke`}
                          data-confirm={`Revoke the link "${link.name}"? It stops opening at once.`}
                        >
                          <CsrfField token={props.user.csrfToken} />
                          <button type="submit" class="danger" aria-label={`Revoke ${link.name}`}>
                            Revoke
                          </button>
                        </form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </DashboardLayout>
  );
}

/** An error on a shared page (an unknown, revoked or expired link among them): no way in. */
export function SharedErrorPage(props: { status: number; title: string; message: string }) {
  return (
    <DashboardLayout title={props.title} shared>
      <div class="panel alert">
        <p>{props.message}</p>
      </div>
      <p class="error-code">Status {props.status}</p>
    </DashboardLayout>
  );
}
