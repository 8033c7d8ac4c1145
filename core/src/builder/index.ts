export * from './builderTypes.ts';
export * from './paymentType.ts';
export * from './activeQuote.ts';
export * from './partExchangeStatus.ts';
export * from './termsCheckbox.ts';
export * from './openingStep.ts';
export * from './stepOnePanel.ts';
