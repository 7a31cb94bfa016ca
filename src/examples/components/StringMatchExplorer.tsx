import { useState } from "react";
import {
  StringMatch,
  calculateStringMatchSegments,
  hasCharacterIndexMatches,
} from "@finderjs/react";

const presets = ["cafe", "pour over", "pok", "kit", "xyz", "!!"];

// StringMatch needs no <Finder>: give it a needle and a haystack.
export default function StringMatchExplorer() {
  const [needle, setNeedle] = useState("cafe");
  const [haystack, setHaystack] = useState("Café Pour-Over Kit");
  const segments = calculateStringMatchSegments(haystack, needle);
  const matches = hasCharacterIndexMatches(haystack, needle);

  return (
    <div>
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem" }}>
        <label>
          Needle
          <br />
          <input value={needle} onChange={(event) => setNeedle(event.target.value)} />
        </label>
        <label>
          Haystack
          <br />
          <input value={haystack} onChange={(event) => setHaystack(event.target.value)} />
        </label>
      </div>
      <div className="margin-top--sm" role="group" aria-label="Try a needle">
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="button button--secondary button--sm margin-right--xs margin-bottom--xs"
            aria-pressed={needle === preset}
            onClick={() => setNeedle(preset)}
          >
            {preset}
          </button>
        ))}
      </div>
      <p className="margin-top--sm" aria-live="polite">
        <code>&lt;StringMatch&gt;</code>: <StringMatch needle={needle} haystack={haystack} />
        <br />
        <code>hasCharacterIndexMatches</code>: <code>{String(matches)}</code>
      </p>
      {segments ? (
        // A scrolling box must be focusable, or keyboard users cannot scroll it.
        <div className="table-scroll" role="region" aria-label="Segments" tabIndex={0}>
          <table className="table">
            <caption>Segments from calculateStringMatchSegments</caption>
            <thead>
              <tr style={{ whiteSpace: "nowrap" }}>
                <th scope="col">index</th>
                <th scope="col">length</th>
                <th scope="col">value</th>
                <th scope="col">isMatch</th>
              </tr>
            </thead>
            <tbody>
              {segments.map((segment) => (
                <tr key={segment.index}>
                  <td>{segment.index}</td>
                  <td>{segment.length}</td>
                  <td>
                    <code style={{ whiteSpace: "pre" }}>{JSON.stringify(segment.value)}</code>
                  </td>
                  <td>{segment.isMatch ? "yes" : "no"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>
          <code>calculateStringMatchSegments</code> returned <code>undefined</code>: nothing to
          highlight, so <code>StringMatch</code> renders the haystack unchanged.
        </p>
      )}
    </div>
  );
}
