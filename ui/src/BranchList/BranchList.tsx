import { branchAnchor } from '@showroom/core';
import '../shared/base.css';
import './BranchList.css';

/** A branch as on the /api/v2 wire (contract Branch). */
export interface BranchData {
  slug: string;
  name: string;
  address: { street: string; town: string; postcode: string };
  telephone: string;
  opening_hours: readonly { days: string; opens: string | null; closes: string | null }[];
  map_url: string;
}

export interface BranchListProps {
  /** The branches to list, in order; none leaves the list out. */
  branches: readonly BranchData[];
  /** Level of each branch's heading (default 2). */
  headingLevel?: 2 | 3;
}

const telHref = (telephone: string) => `tel:${telephone.replace(/[^\d+]/g, '')}`;

/** The retailer's branches: address, telephone, opening hours and a map link for each. */
export function BranchList({ branches, headingLevel = 2 }: BranchListProps) {
  const Heading = `h${headingLevel}` as const;
  if (branches.length === 0) return null;
  return (
    <ul className="sr-branches">
      {branches.map((branch) => {
        const id = branchAnchor(branch.slug);
        return (
          <li key={branch.slug} className="sr-branch" id={id} tabIndex={-1}>
            <Heading className="sr-branch__name" id={`${id}-name`}>
              {branch.name}
            </Heading>
            <address className="sr-branch__address">
              {branch.address.street}
              <br />
              {branch.address.town}
              <br />
              {branch.address.postcode}
            </address>
            <p className="sr-branch__phone">
              <a href={telHref(branch.telephone)}>
                <span className="sr-visually-hidden">{`Call ${branch.name} on `}</span>
                {branch.telephone}
              </a>
            </p>
            <table className="sr-branch__hours" aria-label={`Opening hours, ${branch.name}`}>
              <caption className="sr-branch__caption">Opening hours</caption>
              <tbody>
                {branch.opening_hours.map((row) => (
                  <tr key={row.days}>
                    <th scope="row">{row.days}</th>
                    <td>
                      {row.opens && row.closes ? (
                        <>
                          <time>{row.opens}</time> to <time>{row.closes}</time>
                        </>
                      ) : (
                        'Closed'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              <a href={branch.map_url} rel="noopener noreferrer" target="_blank">
                {`${branch.name} on a map`}
                <span className="sr-visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
