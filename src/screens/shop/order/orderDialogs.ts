import type { Order } from '@/entities/order/order';

/** What every action dialog of the list and the detail page is given. */
export interface OrderDialogProps {
  order: Order;
  onClose: () => void;
  /** After the server accepted the action (the dialog then closes). */
  onDone: () => void;
}

/** The largest amount yshop's decimal(8,2) columns hold, in cents (the decisions). */
export const MAX_CENTS = 9_999_999_999;
