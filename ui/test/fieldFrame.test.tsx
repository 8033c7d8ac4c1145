import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from '../src/deal/shared/Fields.tsx';

/**
 * A text box, a select and a text area sit in one frame: the label, the hint, the message and the
 * links between them and the control. A field framing its control another way fails here.
 */

type Frame = {
  hint?: string;
  error?: string | null;
  className?: string;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

const CONTROL = /<input\b[^>]*\/>|<(select|textarea)\b[^>]*>[\s\S]*?<\/\1>/;

/** The field's markup with its control taken out, and the control's links to the frame. */
function framing(markup: string) {
  const control = CONTROL.exec(markup)?.[0];
  if (!control) throw new Error(`no control in ${markup}`);
  const opening = control.slice(0, control.indexOf('>') + 1);
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(opening)?.[1];
  return {
    frame: markup.replace(control, '{control}'),
    links: {
      id: attribute('id'),
      'aria-invalid': attribute('aria-invalid'),
      'aria-describedby': attribute('aria-describedby'),
    },
  };
}

const fields = (props: Frame) => ({
  TextField: renderToStaticMarkup(<TextField label="Name" {...props} />),
  SelectField: renderToStaticMarkup(<SelectField label="Name" options={['a', 'b']} {...props} />),
  TextAreaField: renderToStaticMarkup(<TextAreaField label="Name" {...props} />),
});

const cases: Frame[] = [];
for (const hint of [undefined, 'Leave blank if there is none'])
  for (const error of [undefined, null, 'This field is required'])
    for (const className of [undefined, 'sr-px__registration'])
      for (const id of [undefined, 'given'])
        for (const own of [{}, { 'aria-describedby': 'elsewhere', 'aria-invalid': true }])
          cases.push({ hint, error, className, id, ...own });

describe('the field frame', () => {
  it.each(cases.map((props) => [JSON.stringify(props), props] as const))(
    'is the same around a text box, a select and a text area: %s',
    (_, props) => {
      const [text, ...others] = Object.values(fields(props)).map(framing);
      for (const other of others) expect(other).toEqual(text);
    },
  );

  it('links the label, the hint and the message to the control', () => {
    const { frame, links } = framing(
      fields({ id: 'given', hint: 'Leave blank', error: 'Required', className: 'wide' }).TextField,
    );
    expect(frame).toBe(
      '<div class="sr-field sr-field--invalid wide"><label class="sr-field__label" for="given">Name</label>{control}' +
        '<p id="given-hint" class="sr-field__hint">Leave blank</p>' +
        '<p id="given-error" class="sr-field__error" aria-live="polite">Required</p></div>',
    );
    expect(links).toEqual({
      id: 'given',
      'aria-invalid': 'true',
      'aria-describedby': 'given-hint given-error',
    });
  });

  it('leaves a valid control’s own links alone', () => {
    const { frame, links } = framing(
      fields({ id: 'given', 'aria-describedby': 'elsewhere', 'aria-invalid': true }).TextField,
    );
    expect(frame).toBe(
      '<div class="sr-field"><label class="sr-field__label" for="given">Name</label>{control}' +
        '<p id="given-error" class="sr-field__error" aria-live="polite"></p></div>',
    );
    expect(links).toEqual({ id: 'given', 'aria-invalid': 'true', 'aria-describedby': 'elsewhere' });
  });
});
