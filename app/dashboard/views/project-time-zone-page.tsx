import { localTimeOf, offsetAt } from "../../analytics/time-zones.ts";
import {
  CsrfField,
  DashboardLayout,
  type ProjectNav,
  type SignedInUser,
} from "./dashboard-layout.tsx";

export interface ProjectTimeZonePageProps {
  user: SignedInUser;
  project: ProjectNav;
  /** The zone saved on the project. */
  timeZone: string;
  /** What was typed, when the form comes back with a problem. */
  value?: string | undefined;
  notice?: string | undefined;
  problem?: string | undefined;
  /** The zones to suggest (the runtime's list). */
  zones: readonly string[];
  now: Date;
}

/** "UTC+05:45", "UTC−04:00": a zone's offset at an instant. */
export function formatOffset(ms: number, zone: string): string {
  const offset = Math.round(offsetAt(ms, zone) / 60_000);
  const sign = offset < 0 ? "−" : "+";
  const minutes = Math.abs(offset);
  return `UTC${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function localClock(ms: number, zone: string): string {
  const t = localTimeOf(ms, zone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${t.year}-${two(t.month)}-${two(t.day)} ${two(t.hour)}:${two(t.minute)}`;
}

/**
 * The project's time zone and a form to change it: an IANA name typed or picked from the
 * runtime's list (a suggestion list, so names such as Asia/Kolkata that the list spells another
 * way are accepted too; the server checks every name).
 */
export function ProjectTimeZonePage(props: ProjectTimeZonePageProps) {
  const { project } = props;
  const base = `/app/projects/${encodeURIComponent(project.id)}`;
  const now = props.now.getTime();
  return (
    <DashboardLayout
      title={`${project.name}: time zone`}
      user={props.user}
      project={project}
      breadcrumbs={[
        { label: "Projects", href: "/app" },
        { label: project.name, href: `${base}/analytics` },
        { label: "Time zone" },
      ]}
    >
      {props.notice && (
        <div class="panel notice" role="status">
          <p>{props.notice}</p>
        </div>
      )}
      <p>
        Analytics days, weeks and ranges (the dashboard's presets and the API's{" "}
        <code>timeseries</code> by day or week) follow the project's time zone:{" "}
        <strong id="current-time-zone">{props.timeZone}</strong>, now{" "}
        {formatOffset(now, props.timeZone)} ({localClock(now, props.timeZone)} there). Daylight
        saving time is followed: a day is 23 or 25 hours when clocks change. Zones a half or three
        quarters of an hour off (Asia/Kolkata, Asia/Kathmandu) are exact too, since views are
        counted per quarter hour.
      </p>
      <section aria-labelledby="change-time-zone">
        <h2 id="change-time-zone">Change the time zone</h2>
        {props.problem && (
          <div class="panel alert" role="alert" id="time-zone-problem">
            <p>{props.problem}</p>
          </div>
        )}
        <form class="stack" method="post" action={`${base}/time-zone`}>
          <CsrfField token={props.user.csrfToken} />
          <div>
            <label for="time-zone">Time zone (IANA name)</label>
            <input
              id="time-zone"
              type="text"
              name="timeZone"
              list="time-zones"
              required
              maxlength={64}
              spellcheck={false}
              autocomplete="off"
              value={props.value ?? props.timeZone}
              aria-describedby={
                props.problem ? "time-zone-hint time-zone-problem" : "time-zone-hint"
              }
              aria-invalid={props.problem ? "true" : undefined}
            />
            <datalist id="time-zones">
              {props.zones.map((zone) => (
                <option value={zone} />
              ))}
            </datalist>
            <p class="hint" id="time-zone-hint">
              A region and city, such as Europe/Paris, America/New_York or Asia/Kolkata, or UTC.
            </p>
          </div>
          <div>
            <button type="submit">Save time zone</button>
          </div>
        </form>
      </section>
      <p>
        <a href={`${base}/analytics`}>Back to the analytics</a>
      </p>
    </DashboardLayout>
  );
}
