import { keyword, searchEffectTermRows } from "./searchEffectTerms";

export default function SearchEffectTermsTable() {
  return (
    <table>
      <caption>
        Terms tried against <code>searchEffect(&quot;{keyword}&quot;, …)</code>
      </caption>
      <thead>
        <tr>
          <th scope="col">Search term</th>
          <th scope="col">Runs the effect</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {searchEffectTermRows.map((row) => (
          <tr key={row.term}>
            <td>{row.term === "" ? <em>(empty)</em> : <code>{row.term}</code>}</td>
            <td>{row.triggers ? "Yes" : "No"}</td>
            <td>{row.why}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
