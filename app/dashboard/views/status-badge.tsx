import type { JobStatus } from "../../../shared/api/job-schemas.ts";

// Each status has its own word and symbol, so colour is never the only signal.
const STATUS_LOOK: Record<JobStatus, { symbol: string; tone: string; label: string }> = {
  active: { symbol: "●", tone: "badge-info", label: "Active" },
  completed: { symbol: "✓", tone: "badge-ok", label: "Completed" },
  failed: { symbol: "✕", tone: "badge-bad", label: "Failed" },
  archived: { symbol: "■", tone: "badge-muted", label: "Archived" },
};

export function StatusBadge({ status }: { status: JobStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <span class={`badge ${look.tone}`}>
      <span aria-hidden="true">{look.symbol}</span>
      {look.label}
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
