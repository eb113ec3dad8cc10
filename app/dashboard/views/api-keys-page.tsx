import type { ApiKey, CreatedApiKey } from "../../projects/api-key.service.ts";
import {
  CsrfField,
  DashboardLayout,
  type ProjectNav,
  type SignedInUser,
} from "./dashboard-layout.tsx";
import { formatInstant } from "./format-time.ts";
import { When } from "./when.tsx";

export const EXPIRY_CHOICES = [
  { value: "never", label: "Never" },
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In a year" },
  { value: "custom", label: "On a date" },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]["value"];

export interface KeyFormValues {
  name: string;
  scopes: string[];
  expires: ExpiryChoice;
  expiresOn: string;
}

export interface ApiKeysPageProps {
  user: SignedInUser;
  project: ProjectNav;
  keys: ApiKey[];
  created?: CreatedApiKey | undefined;
  notice?: string | undefined;
  problem?: string | undefined;
  form?: KeyFormValues | undefined;
  now: Date;
}

/** A key's state in words and a symbol, with a colour only as a third cue. */
function KeyStateBadge({ apiKey, now }: { apiKey: ApiKey; now: Date }) {
  if (apiKey.revokedAt) {
    return (
      <span class="badge badge-muted">
        <span aria-hidden="true">■</span>Revoked
      </span>
    );
  }
  if (apiKey.expiresAt) {
    const expiresAt = new Date(apiKey.expiresAt);
    const daysLeft = (expiresAt.getTime() - now.getTime()) / 86_400_000;
    if (daysLeft <= 0) {
      return (
        <span class="badge badge-bad">
          <span aria-hidden="true">✕</span>Expired
        </span>
      );
    }
    if (daysLeft <= 14) {
      return (
        <span class="badge badge-warn">
          <span aria-hidden="true">!</span>Expires soon
        </span>
      );
    }
  }
  return (
    <span class="badge badge-ok">
      <span aria-hidden="true">✓</span>Active
    </span>
  );
}

export function CopyButton({ target, label }: { target: string; label: string }) {
  return (
    <>
      <button
        type="button"
        class="secondary"
        data-copy-target={target}
        data-copy-status={`${target}-status`}
        hidden
      >
        {label}
      </button>
      <span id={`${target}-status`} class="muted" role="status" />
    </>
  );
}

/**
 * A secret just made (a key, a link), shown this once with a copy button: Inkwell keeps only its
 * hash, so a reload cannot show it again.
 */
export function ShownOncePanel(props: {
  /** The id of the input holding the secret; the heading's id is made from it. */
  id: string;
  /** What the secret is, for the heading, the input's label and the button: "key", "link". */
  noun: string;
  /** The input's label, for screen readers: "New API key". */
  label: string;
  name: string;
  value: string;
}) {
  const { id, noun } = props;
  return (
    <section class="panel secret-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        Your new {noun} "{props.name}"
      </h2>
      <p>
        <strong>Copy it now: it is shown this once.</strong> Inkwell keeps only its hash.
      </p>
      <div class="copy-row">
        <label for={id} class="visually-hidden">
          {props.label}
        </label>
        <input id={id} type="text" readonly value={props.value} />
        <CopyButton target={id} label={`Copy ${noun}`} />
      </div>
    </section>
  );
}

export function ApiKeysPage(props: ApiKeysPageProps) {
  const { project, now } = props;
  const base = `/app/projects/${encodeURIComponent(project.id)}/keys`;
  const form = props.form ?? {
    name: "",
    scopes: ["read", "write"],
    expires: "never",
    expiresOn: "",
  };
  return (
    <DashboardLayout
      title={`${project.name}: API keys`}
      user={props.user}
      project={project}
      breadcrumbs={[
        { label: "Projects", href: "/app" },
        { label: project.name, href: `/app/projects/${encodeURIComponent(project.id)}/jobs` },
        { label: "API keys" },
      ]}
    >
      <section aria-labelledby="project-id-heading">
        <h2 id="project-id-heading">Project id</h2>
        <div class="copy-row">
          <label for="project-id" class="visually-hidden">
            Project id
          </label>
          <input id="project-id" type="text" readonly value={project.id} />
          <CopyButton target="project-id" label="Copy project id" />
        </div>
        <p class="hint">API calls and the GitHub Action name the project by this id.</p>
      </section>

      {props.created && (
        <ShownOncePanel
          id="new-key"
          noun="key"
          label="New API key"
          name={props.created.name}
          value={props.created.key}
        />
      )}
      {props.notice && (
        <div class="panel notice" role="status">
          <p>{props.notice}</p>
        </div>
      )}

      <section aria-labelledby="create-key">
        <h2 id="create-key">Create a key</h2>
        {props.problem && (
          <div class="panel alert" role="alert">
            <p>{props.problem}</p>
          </div>
        )}
        <form class="stack" method="post" action={base}>
          <CsrfField token={props.user.csrfToken} />
          <div>
            <label for="key-name">Name</label>
            <input
              id="key-name"
              type="text"
              name="name"
              required
              maxlength={100}
              value={form.name}
              aria-describedby="key-name-hint"
            />
            <p class="hint" id="key-name-hint">
              What uses it, e.g. "docs site" or "release workflow".
            </p>
          </div>
          <fieldset>
            <legend>Scopes</legend>
            <label class="check">
              <input
                type="checkbox"
                name="scopes"
                value="read"
                checked={form.scopes.includes("read")}
              />
              read (GET: poll jobs, read analytics)
            </label>
            <label class="check">
              <input
                type="checkbox"
                name="scopes"
                value="write"
                checked={form.scopes.includes("write")}
              />
              write (create jobs, send page views)
            </label>
          </fieldset>
          <div>
            <label for="key-expires">Expires</label>
            <select id="key-expires" name="expires" data-custom-date="key-expires-on-field">
              {EXPIRY_CHOICES.map((choice) => (
                <option value={choice.value} selected={form.expires === choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          <div id="key-expires-on-field">
            <label for="key-expires-on">Expiry date (UTC), when "On a date" is chosen</label>
            <input id="key-expires-on" type="date" name="expiresOn" value={form.expiresOn} />
          </div>
          <div>
            <button type="submit">Create key</button>
          </div>
        </form>
      </section>

      <section aria-labelledby="key-list">
        <h2 id="key-list">Keys</h2>
        {props.keys.length === 0 ? (
          <p class="muted">This project has no API key yet.</p>
        ) : (
          <div class="table-wrap">
            <table>
              <caption>Keys of {project.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Key</th>
                  <th scope="col">Scopes</th>
                  <th scope="col">Made by</th>
                  <th scope="col">State</th>
                  <th scope="col">Last used</th>
                  <th scope="col">Expires</th>
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {props.keys.map((apiKey) => (
                  <tr>
                    <th scope="row">{apiKey.name}</th>
                    <td>
                      <code>{apiKey.prefix}…</code>
                    </td>
                    <td>{apiKey.scopes.join(", ")}</td>
                    <td>
                      {apiKey.mintedBy ? (
                        apiKey.mintedBy
                      ) : (
                        <span class="muted" title="Made with the inkwell CLI by an operator">
                          An operator
                        </span>
                      )}
                    </td>
                    <td>
                      <KeyStateBadge apiKey={apiKey} now={now} />
                    </td>
                    <td>
                      {apiKey.lastUsedAt ? (
                        <When date={new Date(apiKey.lastUsedAt)} now={now} />
                      ) : (
                        <span class="muted">Never</span>
                      )}
                    </td>
                    <td>
                      {apiKey.expiresAt ? (
                        formatInstant(new Date(apiKey.expiresAt))
                      ) : (
                        <span class="muted">Never</span>
                      )}
                    </td>
                    <td>
                      {(apiKey.revokedAt ||
                        (apiKey.expiresAt && new Date(apiKey.expiresAt) <= now)) && (
                        <form
                          class="inline-form"
                          method="post"
                          action={`${base}/${encodeURIComponent(apiKey.id)}/delete`}
                          data-confirm={`Delete the key "${apiKey.name}"? It can no longer be used; only its row goes.`}
                        >
                          <CsrfField token={props.user.csrfToken} />
                          <button type="submit" aria-label={`Delete ${apiKey.name}`}>
                            Delete
                          </button>
                        </form>
                      )}
                      {!apiKey.revokedAt && (
                        <form
                          class="inline-form"
                          method="post"
                          action={`${base}/${encodeURIComponent(apiKey.id)}/revoke`}
                          data-confirm={`Revoke the key "${apiKey.name}"? Whatever uses it stops working.`}
                        >
                          <CsrfField token={props.user.csrfToken} />
                          <button type="submit" class="danger" aria-label={`Revoke ${apiKey.name}`}>
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
