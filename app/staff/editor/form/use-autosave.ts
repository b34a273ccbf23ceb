/**
 * Saves the draft as the person types: a moment after the last change (debounced), one save at
 * a time, again if they typed during it. A save that fails keeps the form as it is, says why,
 * keeps a copy in this browser (offered back after a reload) and is tried again at the next
 * change or with "Try again". Leaving the page with changes not saved asks first.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { staffStorage } from "~/base/browser-storage";
import type { EditorDocument } from "~/staff/editor/document";
import type { EditorStore, SaveFailure } from "~/staff/editor/store";

/** How long after the last keystroke the draft is saved. */
export const SAVE_DELAY_MS = 800;

/** What this browser keeps of a draft it could not save. */
interface Backup {
  document: EditorDocument;
  checked: string[];
  at: number;
}

const backupKey = (topic: string) => `${staffStorage.editorBackupPrefix}${topic}`;

function readBackup(topic: string): Backup | null {
  try {
    const text = localStorage.getItem(backupKey(topic));
    return text ? (JSON.parse(text) as Backup) : null;
  } catch {
    return null;
  }
}

function writeBackup(topic: string, backup: Backup | null) {
  try {
    if (backup) localStorage.setItem(backupKey(topic), JSON.stringify(backup));
    else localStorage.removeItem(backupKey(topic));
  } catch {
    // A full or blocked storage: the page still holds the form.
  }
}

/** Why a save's answer means it was not saved. */
async function failureOf(response: Response): Promise<SaveFailure> {
  if (response.type === "opaqueredirect" || response.status === 401) return "signedOut";
  const answer = (await response.json().catch(() => null)) as { reason?: SaveFailure } | null;
  // A 413 of the draft's shape says so in JSON; the body limit's 413 is a page.
  if (response.status === 413) return answer?.reason === "tooComplex" ? "tooComplex" : "tooLarge";
  return answer?.reason ?? (response.status === 403 ? "expired" : "invalid");
}

export function useAutosave(
  store: EditorStore,
  options: { topic: string; basedOn: number; csrf: string; initial: EditorDocument },
) {
  const { topic, basedOn, csrf } = options;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  const [backup, setBackup] = useState<Backup | null>(null);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const state = store.get();
    if (state.save.kind === "saved") return true;
    const sent = { document: state.document, checked: state.checked };
    store.setSave({ kind: "saving" });
    const body = new FormData();
    body.set("csrf", csrf);
    body.set("document", JSON.stringify(sent.document));
    body.set("basedOn", String(basedOn));
    body.set("hindiChecked", JSON.stringify(sent.checked));
    try {
      const response = await fetch(`/admin/content/${encodeURIComponent(topic)}/draft`, {
        method: "POST",
        body,
        redirect: "manual",
        credentials: "same-origin",
      });
      if (!response.ok) {
        const reason = await failureOf(response);
        store.setSave({ kind: "failed", reason });
        writeBackup(topic, { ...sent, checked: [...sent.checked], at: Date.now() });
        return false;
      }
      store.saved(sent, await response.json());
      if (store.get().save.kind === "saved") writeBackup(topic, null);
      return true;
    } catch {
      store.setSave({ kind: "failed", reason: "offline" });
      writeBackup(topic, { ...sent, checked: [...sent.checked], at: Date.now() });
      return false;
    }
  }, [store, topic, basedOn, csrf]);

  /** Saves now (after any save under way); true once what the form holds is saved. */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    for (let attempt = 0; attempt < 5; attempt++) {
      if (running.current) await running.current;
      if (store.get().save.kind === "saved") return true;
      running.current = saveOnce();
      const ok = await running.current;
      running.current = null;
      if (!ok) return false;
    }
    return store.get().save.kind === "saved";
  }, [store, saveOnce]);

  useEffect(() => {
    let version = store.get().version;
    const unsubscribe = store.subscribe(() => {
      const state = store.get();
      if (state.version === version) return;
      version = state.version;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void flush();
      }, SAVE_DELAY_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer.current);
    };
  }, [store, flush]);

  // Leaving with changes not saved: the browser asks first, and this browser keeps a copy.
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      const state = store.get();
      if (state.save.kind === "saved") return;
      writeBackup(topic, { document: state.document, checked: [...state.checked], at: Date.now() });
      event.preventDefault();
    };
    window.addEventListener("beforeunload", beforeUnload);
    return () => window.removeEventListener("beforeunload", beforeUnload);
  }, [store, topic]);

  // A copy this browser kept of changes that were never saved: offered back once.
  useEffect(() => {
    const kept = readBackup(topic);
    if (!kept) return;
    if (JSON.stringify(kept.document) === JSON.stringify(options.initial)) writeBackup(topic, null);
    else setBackup(kept);
  }, [topic, options.initial]);

  const restore = useCallback(() => {
    if (!backup) return;
    store.edit(() => backup.document);
    for (const key of backup.checked) store.keepHindi(key);
    setBackup(null);
  }, [backup, store]);
  const dismiss = useCallback(() => {
    writeBackup(topic, null);
    setBackup(null);
  }, [topic]);

  return { flush, backup, restore, dismiss };
}
