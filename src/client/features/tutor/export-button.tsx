/**
 * Export PDF: busy while the exporter (jsPDF and its font, loaded on the first export) loads and
 * writes the file; a failed load of the exporter is reported, not silent.
 */
import { useState } from "react";
import { toast } from "../../lib/toast-store";
import { Button } from "../../ui/button";
import type { TutorSessionRecord } from "./tutor-session";

/** The button; `record` gives the session as it is when pressed. */
export function ExportButton({ record }: { record: () => TutorSessionRecord }) {
  const [busy, setBusy] = useState(false);
  async function exportNow() {
    setBusy(true);
    const session = record();
    try {
      let exporter: typeof import("./export-session");
      try {
        exporter = await import("./export-session");
      } catch {
        toast({
          title: "Export Failed",
          description: "The exporter could not be loaded. Check your connection and try again.",
          variant: "destructive",
        });
        return;
      }
      await exporter.exportSession(session);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="ghost" size="sm" disabled={busy} aria-busy={busy} onClick={() => void exportNow()}>
      {busy ? "Exporting..." : "Export PDF"}
    </Button>
  );
}
