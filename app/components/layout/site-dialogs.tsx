import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

/** Which of the site-wide dialogs is open. Only one at a time. */
type OpenDialog = "contact" | "promo" | null;

interface SiteDialogs {
  open: OpenDialog;
  openContact: () => void;
  openPromo: () => void;
  close: () => void;
}

const SiteDialogsContext = createContext<SiteDialogs | null>(null);

export function SiteDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const openContact = useCallback(() => setOpen("contact"), []);
  const openPromo = useCallback(() => setOpen("promo"), []);
  const close = useCallback(() => setOpen(null), []);
  const value = useMemo(
    () => ({ open, openContact, openPromo, close }),
    [open, openContact, openPromo, close],
  );
  return <SiteDialogsContext.Provider value={value}>{children}</SiteDialogsContext.Provider>;
}

export function useSiteDialogs(): SiteDialogs {
  const value = useContext(SiteDialogsContext);
  if (!value) throw new Error("useSiteDialogs must be used inside SiteDialogsProvider");
  return value;
}
