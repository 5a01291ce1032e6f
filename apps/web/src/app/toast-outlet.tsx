import { Notifications } from '@mantine/notifications';

/** Where toasts appear (top right, spec 000 §1). Loaded after the first view: see UiProvider. */
export default function ToastOutlet() {
  return <Notifications position="top-right" />;
}
