/** The permission table (docs/teams.md#roles), as the server's policies decide it. */
const ROWS: Array<[string, boolean, boolean, boolean]> = [
  ['Work on sites, leads, rankings and markets', true, true, true],
  ['Manage data providers and call tracking', false, true, true],
  ['Manage renters, portal links and rent invoicing', false, true, true],
  ['Invite, remove and change members; rename the team', false, true, true],
  ['Make or remove owners', false, false, true],
  ['Billing and deleting the team', false, false, true],
];

export function RoleTable() {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-sm" data-testid="role-table">
        <caption className="sr-only">What each team role may do</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              Role may...
            </th>
            <th scope="col" className="px-2 py-2 text-center font-medium">
              Member
            </th>
            <th scope="col" className="px-2 py-2 text-center font-medium">
              Admin
            </th>
            <th scope="col" className="px-2 py-2 text-center font-medium">
              Owner
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {ROWS.map(([what, ...roles]) => (
            <tr key={what}>
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {what}
              </th>
              {roles.map((yes, i) => (
                <td key={['member', 'admin', 'owner'][i]} className="px-2 py-2 text-center">
                  {yes ? (
                    <>
                      <span aria-hidden="true">✓</span>
                      <span className="sr-only">yes</span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true" className="text-muted-foreground">
                        –
                      </span>
                      <span className="sr-only">no</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
