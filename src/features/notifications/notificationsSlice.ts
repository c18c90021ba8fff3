import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/*
 * Toast notifications (ElMessage/Notification of the originals), kept in Redux as
 * plain data so they are serialisable and visible in DevTools. The stack is drawn
 * by <Notifications/>, which also removes each one after its duration.
 */

export type Severity = 'error' | 'warning' | 'info' | 'success';

export interface Notification {
  id: string;
  message: string;
  severity: Severity;
  /** Milliseconds on screen. */
  duration: number;
  /** A page of this console the notice leads to (首页's new orders open 未发货). */
  link?: NoticeLink;
}

export interface NoticeLink {
  /** An absolute path of this console. */
  to: string;
  label: string;
}

export interface NotificationsState {
  items: Notification[];
}

/** SPEC.md section 9: error notifications stay five seconds. */
export const NOTIFICATION_DURATION_MS = 5000;
/** The stack never grows past this; the oldest goes first. */
export const MAX_NOTIFICATIONS = 5;

/**
 * The pure rule behind `notify`: a message already on screen with the same severity
 * is not shown twice (ten failing calls give one 接口请求失败), and the stack is
 * capped. A repeat replaces the one on screen rather than being dropped: it is the
 * newest, under a new id, so it gets its own full duration (and is announced again).
 * Dropped, a second 保存成功 would vanish with the rest of the first one's time,
 * possibly a moment after the save (docs/decisions.md, Notifications).
 */
export function addNotification(items: Notification[], incoming: Notification): Notification[] {
  const others = items.filter((item) => item.message !== incoming.message || item.severity !== incoming.severity);
  return [...others, incoming].slice(-MAX_NOTIFICATIONS);
}

const initialState: NotificationsState = { items: [] };

export interface NotifyInput {
  message: string;
  severity?: Severity;
  duration?: number;
  link?: NoticeLink;
}

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Notification>) {
        state.items = addNotification(state.items, action.payload);
      },
      prepare({ message, severity = 'error', duration = NOTIFICATION_DURATION_MS, link }: NotifyInput) {
        return { payload: { id: nanoid(), message, severity, duration, ...(link ? { link } : {}) } };
      },
    },
    dismissNotification(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { notify, dismissNotification } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
export const selectNotifications = (state: { notifications: NotificationsState }): Notification[] => state.notifications.items;
