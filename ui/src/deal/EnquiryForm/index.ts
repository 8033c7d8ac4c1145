export { EnquiryForm } from './EnquiryForm.tsx';
export type { Enquiry, EnquiryFormProps } from './EnquiryForm.tsx';
