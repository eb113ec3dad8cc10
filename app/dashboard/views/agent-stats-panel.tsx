import type { AgentStats } from "../../../shared/api/agent-stats-schemas.ts";

const percent = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 100)}%`);

function duration(seconds: number | null): string {
  if (seconds === null) return "–";
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 48 * 3600) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86400).toFixed(1)} days`;
}

/**
 * The jobs page's quality panel: the last days' merged-as-is rate with its counts, the pull
 * requests by outcome, the median time to merge, and tokens and cost, from the same service as
 * `GET /v2/agent/{projectId}/stats`.
 */
export function AgentStatsPanel(props: { stats: AgentStats; days: number }) {
  const { stats } = props;
  const pulls = stats.pullRequests;
  const merged = pulls.mergedAsIs + pulls.mergedAfterFollowUps + pulls.mergedAfterHumanCommits;
  return (
    <section aria-labelledby="agent-quality" class="panel">
      <h2 id="agent-quality">Last {props.days} days</h2>
      {pulls.closed === 0 ? (
        <p>No pull request Inkwell opened has been merged or closed in this period yet.</p>
      ) : (
        <p>
          <strong>{percent(stats.mergedAsIsRate)}</strong> merged as is ({pulls.mergedAsIs} of{" "}
          {pulls.closed} closed pull requests); {percent(stats.mergedRate)} merged in all ({merged}
          ).
        </p>
      )}
      <table>
        <caption>Pull requests Inkwell opened that closed, by outcome</caption>
        <tbody>
          <tr>
            <th scope="row">Merged as is</th>
            <td>{pulls.mergedAsIs}</td>
          </tr>
          <tr>
            <th scope="row">Merged after follow-ups</th>
            <td>{pulls.mergedAfterFollowUps}</td>
          </tr>
          <tr>
            <th scope="row">Merged after others' commits</th>
            <td>{pulls.mergedAfterHumanCommits}</td>
          </tr>
          <tr>
            <th scope="row">Closed unmerged</th>
            <td>{pulls.closedUnmerged}</td>
          </tr>
          <tr>
            <th scope="row">Median time to merge</th>
            <td>{duration(stats.medianTimeToMergeSeconds)}</td>
          </tr>
          <tr>
            <th scope="row">Jobs started</th>
            <td>
              {stats.jobs.total} ({stats.jobs.failed} failed)
            </td>
          </tr>
          <tr>
            <th scope="row">Tokens (input, of which cached; output)</th>
            <td>
              {stats.tokens.input.toLocaleString("en-US")},{" "}
              {stats.tokens.cachedInput.toLocaleString("en-US")};{" "}
              {stats.tokens.output.toLocaleString("en-US")}
            </td>
          </tr>
          <tr>
            <th scope="row">Estimated cost</th>
            <td>
              {stats.estimatedCostUsd === null
                ? "set INKWELL_MODEL_PRICE on the server to estimate it"
                : `$${stats.estimatedCostUsd.toFixed(2)}`}
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
