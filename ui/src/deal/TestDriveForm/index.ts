export { TestDriveForm } from './TestDriveForm.tsx';
export type { TestDriveFormProps, TestDriveRequest } from './TestDriveForm.tsx';
