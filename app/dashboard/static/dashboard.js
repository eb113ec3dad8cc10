// Inkwell dashboard: small enhancements on top of pages that work without JavaScript.

function enhanceCopyButtons() {
  for (const button of document.querySelectorAll("button[data-copy-target]")) {
    const target = document.getElementById(button.getAttribute("data-copy-target"));
    if (!target || !navigator.clipboard) continue;
    const status = document.getElementById(button.getAttribute("data-copy-status"));
    button.hidden = false;
    button.addEventListener("click", async () => {
      const text = "value" in target ? target.value : target.textContent;
      try {
        await navigator.clipboard.writeText(text.trim());
        if (status) status.textContent = "Copied to the clipboard.";
      } catch {
        if ("select" in target) target.select();
        if (status)
          status.textContent = "Copying was refused: the text is selected, copy it by hand.";
      }
    });
  }
}

function enhanceConfirmations() {
  for (const form of document.querySelectorAll("form[data-confirm]")) {
    form.addEventListener("submit", (event) => {
      if (!window.confirm(form.getAttribute("data-confirm"))) event.preventDefault();
    });
  }
}

function enhanceExpirySelect() {
  const select = document.querySelector("select[data-custom-date]");
  if (!select) return;
  const custom = document.getElementById(select.getAttribute("data-custom-date"));
  if (!custom) return;
  const sync = () => {
    custom.hidden = select.value !== "custom";
  };
  select.addEventListener("change", sync);
  sync();
}

/** The same markup as the server's list item: a time, a title, and the detail as plain text. */
function stepItem(step) {
  const item = document.createElement("li");
  item.className = `step step-${String(step.type).replace(/[^a-z]/g, "-")}`;
  const title = document.createElement("p");
  title.className = "step-title";
  const time = document.createElement("time");
  time.dateTime = step.at;
  time.textContent = `${new Date(step.at).toISOString().slice(11, 16)} UTC`;
  const strong = document.createElement("strong");
  strong.textContent = step.title;
  title.append(time, " ", strong);
  item.append(title);
  if (step.detail) {
    const detail = document.createElement("pre");
    detail.className = "step-detail";
    detail.textContent = step.detail;
    item.append(detail);
  }
  return item;
}

function reloadLink(text) {
  const link = document.createElement("a");
  link.href = window.location.pathname;
  link.textContent = text;
  return link;
}

/** Brings the job page's header up to date with how the job ended, as the server words it. */
function showJobEnd(end) {
  // "Job started" is no longer true once the run ended.
  document.getElementById("job-notice")?.remove();
  const status = document.getElementById("job-status");
  const badge = end.statusBadge;
  if (status && badge) {
    const span = document.createElement("span");
    span.className = `badge ${badge.tone}`;
    const symbol = document.createElement("span");
    symbol.setAttribute("aria-hidden", "true");
    symbol.textContent = badge.symbol;
    span.append(symbol, badge.label);
    status.replaceChildren(span);
  }
  const outcome = document.getElementById("job-outcome");
  if (outcome && typeof end.outcome === "string") outcome.textContent = end.outcome;
  const pullRequest = document.getElementById("job-pull-request");
  if (!pullRequest) return;
  if (typeof end.prLink === "string" && /^https?:\/\//i.test(end.prLink)) {
    const link = document.createElement("a");
    link.href = end.prLink;
    link.textContent = end.prLabel || end.prLink;
    const parts = [link];
    const states = { draft: "Draft", merged: "Merged", closed: "Closed" };
    if (Object.hasOwn(states, end.prState)) {
      const state = document.createElement("span");
      state.className = `badge ${end.prState === "draft" ? "badge-warn" : "badge-muted"} pr-state`;
      state.textContent = states[end.prState];
      parts.push(state);
    }
    pullRequest.replaceChildren(...parts);
  } else {
    const none = document.createElement("span");
    none.className = "muted";
    none.textContent = "None";
    pullRequest.replaceChildren(none);
  }
}

/** Follows a running job: each step the run records is added to the list as it happens. */
function followJobSteps() {
  const log = document.querySelector("[data-event-stream]");
  if (!log || !window.EventSource) return;
  const list = log.querySelector("ol");
  const status = document.getElementById(log.getAttribute("data-stream-status"));
  let last = Number(log.getAttribute("data-after")) || 0;
  const url = new URL(log.getAttribute("data-event-stream"), window.location.href);
  url.searchParams.set("after", String(last));
  const say = (...parts) => {
    if (status) status.replaceChildren(...parts);
  };
  const source = new EventSource(url);
  say("Following the run: new steps appear below as the agent records them.");
  source.addEventListener("open", () => {
    say("Following the run: new steps appear below as the agent records them.");
  });
  source.addEventListener("message", (message) => {
    const step = JSON.parse(message.data);
    // A reconnection resumes after the last id, so this only guards against a replay.
    if (step.id <= last) return;
    last = step.id;
    list.append(stepItem(step));
  });
  source.addEventListener("end", (message) => {
    source.close();
    const end = JSON.parse(message.data);
    if (end.status) {
      showJobEnd(end);
      say(
        `The job ended: ${end.outcome ?? end.status}. `,
        reloadLink("Reload the page for its summary."),
      );
    } else {
      say("The job is gone. ", reloadLink("Reload the page."));
    }
  });
  source.addEventListener("error", () => {
    if (source.readyState === EventSource.CLOSED) {
      say("The live steps stopped. ", reloadLink("Reload the page to see new steps."));
    } else {
      say("Reconnecting to follow the run…");
    }
  });
}

enhanceCopyButtons();
enhanceConfirmations();
enhanceExpirySelect();
followJobSteps();
