export { TestDriveForm } from './TestDriveForm.tsx';
export type {
  TestDriveBranchData,
  TestDriveFormProps,
  TestDriveRequest,
} from './TestDriveForm.tsx';
