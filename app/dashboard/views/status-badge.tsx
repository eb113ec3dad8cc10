import type { JobStatus } from "../../../shared/api/job-schemas.ts";

// Each status has its own word and symbol, so colour is never the only signal.
const STATUS_LOOK: Record<JobStatus, { symbol: string; tone: string; label: string }> = {
  active: { symbol: "●", tone: "badge-info", label: "Active" },
  completed: { symbol: "✓", tone: "badge-ok", label: "Completed" },
  needs_input: { symbol: "?", tone: "badge-warn", label: "Needs input" },
  failed: { symbol: "✕", tone: "badge-bad", label: "Failed" },
  archived: { symbol: "■", tone: "badge-muted", label: "Archived" },
};

/**
 * A job's status as a badge. With `outcome` (describeJobOutcome's sentence), the badge reads its
 * verdict ("Stopped early", "Finished") and the whole sentence is its title.
 */
export function StatusBadge({ status, outcome }: { status: JobStatus; outcome?: string }) {
  const look = STATUS_LOOK[status];
  const verdict = outcome?.split(":")[0]?.trim();
  return (
    <span class={`badge ${look.tone}`} title={outcome}>
      <span aria-hidden="true">{look.symbol}</span>
      {verdict || look.label}
    </span>
  );
}

/** The badge's parts, for the page's script to draw the same badge when a job ends. */
export function statusLook(status: JobStatus): { symbol: string; tone: string; label: string } {
  return STATUS_LOOK[status];
}

export function statusLabel(status: JobStatus): string {
  return STATUS_LOOK[status].label;
}
