import { Modal, type ModalProps } from '@mantine/core';
import { useLayoutEffect } from 'react';

/**
 * Mantine's Modal gives the focus back to what opened it only when its `opened` turns false. The
 * authoring screens mount their modals open and unmount them to close, so the focus fell to the
 * page's body and a keyboard user had to Tab again from the top of the page. This one remembers
 * what had the focus when it was mounted and, once it is gone, gives the focus back to it, unless
 * the focus has meanwhile gone somewhere else or that control is no longer on the page.
 */
export function FocusReturningModal(props: ModalProps) {
  useLayoutEffect(() => {
    const opener = document.activeElement;
    return () => {
      // After the unmount has removed the modal (and with it the focused control) from the page.
      window.setTimeout(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
      });
    };
  }, []);
  return <Modal {...props} />;
}
