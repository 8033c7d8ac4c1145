import '../../shared/base.css';
import '../shared/fields.css';

/** Why the order could not be made, as an alert list; nothing when there is nothing to say. */
export function OrderErrors({
  messages,
}: {
  /** The messages, each said once, in order. */
  messages: readonly string[];
}) {
  if (messages.length === 0) return null;
  return (
    <div className="sr-notice sr-notice--failure" role="alert">
      <ul>
        {messages.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
