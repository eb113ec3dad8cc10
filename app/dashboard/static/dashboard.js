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

enhanceCopyButtons();
enhanceConfirmations();
enhanceExpirySelect();
