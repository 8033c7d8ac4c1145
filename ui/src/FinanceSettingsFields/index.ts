export { FinanceSettingsFields } from './FinanceSettingsFields.tsx';
export type { FinanceSettingsFieldsProps } from './FinanceSettingsFields.tsx';
