export { Dialog } from './Dialog.tsx';
export type { DialogProps, ModalView } from './Dialog.tsx';
