import { createContext } from "react";

/**
 * The code a block was given, before the site's "_" left its file names (./index.tsx): the text
 * whose one-file version the "Copy as one file" button asks for (./Buttons/OneFileButton.tsx).
 */
export const RawCode = createContext<string | undefined>(undefined);
