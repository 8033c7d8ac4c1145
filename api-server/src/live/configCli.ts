import { describeProblems, readShowroomConfig } from './showroomConfig.ts';

/**
 * `npm run config -- check FILE`: checks a configuration file (SHOWROOM_CONFIG) against
 * config/showroom.config.schema.json and what the schema cannot say, as a start would. Prints ✓
 * and what the file holds, or ✗ and every problem, a line each with the field's path and the
 * reason; exits 0 when the file is valid, 1 when not, 2 when asked wrongly.
 */
const [command, file, ...rest] = process.argv.slice(2);
if (command !== 'check' || !file || rest.length) {
  console.error('Usage: npm run config -- check FILE');
  process.exit(2);
}
const read = readShowroomConfig(file);
if (!read.config) {
  console.log(
    ['✗ ' + describeProblems(file, read)[0], ...describeProblems(file, read).slice(1)].join('\n'),
  );
  process.exit(1);
}
const { branches, orderConfig, finance, content } = read.config;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
console.log(
  [
    `✓ ${file} is valid:`,
    `  ${plural(branches.length, 'branch', 'branches')}: ${branches.map((b) => `${b.name} (leads to ${b.email})`).join(', ')}`,
    `  a £${orderConfig.reservation_form.deposit_amount} deposit holds a car for ${plural(orderConfig.reservation_form.hold_hours, 'hour', 'hours')}; admin fee £${orderConfig.admin_fee}`,
    `  finance from ${finance.lender}, through ${finance.broker.registeredName} (FRN ${finance.broker.firmReferenceNumber})`,
    `  content: ${content.details_page_header === null ? 'no notice' : 'a notice'} on vehicle pages, ${plural(content.warranty_items.length, 'warranty', 'warranties')}, ${plural(content.posts.length, 'post', 'posts')} (none of the demo’s)`,
  ].join('\n'),
);
