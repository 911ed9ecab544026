import { createContext, useContext, type ReactNode } from 'react';

/** What the listing page hands the "Request a visit" dialog. */
export interface VisitDialogProps {
  listingId: number;
  listingTitle: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The "Request a visit" dialog is the requests feature's (a request on the one lifecycle, decision 067);
 * app/ hands it to the listing page through this context (features do not import each other).
 */
export const VisitDialogSlot = createContext<((props: VisitDialogProps) => ReactNode) | null>(null);
export const useVisitDialog = () => useContext(VisitDialogSlot);
