/** What step 1's footer says (core's stepOnePanelTexts). */
export interface StepOneFooterProps {
  /** The call to the vehicle's branch, with the telephone number in it; null: none. */
  callText: string | null;
  /** The number in `callText`, written as a link to call it; null: plain text. */
  telephone: string | null;
  /** The small print (the retailer as a credit broker); empty: none. */
  smallPrint: string;
}

/**
 * The step-1 panel's footer (requirement DEAL-3): a call to the vehicle's branch, its number a
 * link to call it, and the small print. Goes in DealPanel's `footer`.
 */
export function StepOneFooter({ callText, telephone, smallPrint }: StepOneFooterProps) {
  const at = callText && telephone ? callText.indexOf(telephone) : -1;
  return (
    <>
      {callText ? (
        <p>
          {at < 0 || !telephone ? (
            callText
          ) : (
            <>
              {callText.slice(0, at)}
              <a href={`tel:${telephone.replace(/\s+/g, '')}`}>{telephone}</a>
              {callText.slice(at + telephone.length)}
            </>
          )}
        </p>
      ) : null}
      {smallPrint ? <p>{smallPrint}</p> : null}
    </>
  );
}
