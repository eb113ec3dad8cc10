import type { Probot } from "probot";
import type { AppContext } from "../app-context.ts";
import {
  forgetAbsentInstallations,
  forgetInstallation,
  recordInstallation,
} from "./installation-cache.repository.ts";
import { oncePerDelivery } from "./once-per-delivery.ts";
import type { GitHubRepository } from "./project-repository.ts";

export interface InstallationWebhookDeps {
  /** Told which projects lost the app (uninstalled, suspended, repository removed). */
  onAppRemoved(projectIds: string[], at: Date): Promise<void>;
}

/**
 * Keeps the installation cached on each project true: `installation` and
 * `installation_repositories` deliveries record where the app is installed and forget where it is
 * no longer. Each does a little database work and returns.
 */
export function registerInstallationWebhooks(
  probot: Probot,
  ctx: AppContext,
  deps: InstallationWebhookDeps,
): void {
  probot.on("installation", (context) =>
    oncePerDelivery(ctx, context, async () => {
      const { action, installation } = context.payload;
      const now = ctx.clock.now();
      if (action === "created") {
        const repositories = toInstalled(context.payload.repositories ?? []);
        await recordInstallation(ctx.db, { installationId: installation.id, repositories, now });
      } else if (action === "deleted" || action === "suspend") {
        const projectIds = await forgetInstallation(ctx.db, {
          installationId: installation.id,
          now,
        });
        await deps.onAppRemoved(projectIds, now);
      } else if (action === "unsuspend" || action === "new_permissions_accepted") {
        const account = installation.account as { login?: string; slug?: string } | null;
        const login = account?.login ?? account?.slug;
        if (login) await forgetAbsentInstallations(ctx.db, login);
      }
    }),
  );

  probot.on("installation_repositories", (context) =>
    oncePerDelivery(ctx, context, async () => {
      const { installation } = context.payload;
      const now = ctx.clock.now();
      await recordInstallation(ctx.db, {
        installationId: installation.id,
        repositories: toInstalled(context.payload.repositories_added),
        now,
      });
      const projectIds = await forgetInstallation(ctx.db, {
        installationId: installation.id,
        repositories: toInstalled(context.payload.repositories_removed),
        now,
      });
      await deps.onAppRemoved(projectIds, now);
    }),
  );
}

function toInstalled(
  repositories: { id?: number | undefined; full_name?: string | undefined }[],
): GitHubRepository[] {
  return repositories.flatMap((repository) =>
    repository.id !== undefined && repository.full_name
      ? [{ id: repository.id, fullName: repository.full_name }]
      : [],
  );
}
