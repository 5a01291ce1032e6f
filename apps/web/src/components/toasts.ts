import { notifications } from '@mantine/notifications';
import { ApiError } from '@/lib/api-error';

// Toasts appear top-right (the Notifications host in app/provider.tsx sets the position).
// Errors stay longer: they usually carry a server detail the user wants to read.

/** A green toast for a completed action ('Opgeslagen'). */
export function showSuccess(text: string): void {
  notifications.show({ color: 'green', message: text, autoClose: 5_000 });
}

/** A red toast; with a detail, the text is the title and the detail the body. */
export function showError(text: string, detail?: string | null): void {
  notifications.show(
    detail
      ? { color: 'red', title: text, message: detail, autoClose: 10_000 }
      : { color: 'red', message: text, autoClose: 10_000 },
  );
}

/** A red toast for a failed call: the text, with the server's problem detail when it sent one. */
export function showFailure(text: string, failure: unknown): void {
  showError(text, failure instanceof ApiError ? failure.detail : null);
}

/** A neutral toast for information that needs no action. */
export function showInfo(text: string): void {
  notifications.show({ color: 'blue', message: text, autoClose: 5_000 });
}

/** A neutral toast that says why the user is not where they asked to go: a title, the reason, and time to read it. */
export function showNotice(title: string, text: string): void {
  notifications.show({ color: 'blue', title, message: text, autoClose: 10_000 });
}
