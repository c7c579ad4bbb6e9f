// Apart from labels.ts: the header loads with every page, the case pages' labels with theirs.

/** The header link's accessible name: "Inbox (3 open, 1 overdue)", or just "Inbox". */
export function inboxLinkLabel(open: number, overdue: number): string {
  if (open <= 0) return 'Inbox';
  return overdue > 0 ? `Inbox (${open} open, ${overdue} overdue)` : `Inbox (${open} open)`;
}

/** The bell's accessible name: "Notifications (2 unread)", or just "Notifications". */
export const notificationsLabel = (unread: number) => (unread > 0 ? `Notifications (${unread} unread)` : 'Notifications');
