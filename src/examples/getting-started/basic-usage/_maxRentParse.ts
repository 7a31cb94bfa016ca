// The maximum-rent filter with `parse`: a number box and an address both give text, and the
// schema turns it into the number filterFn receives, or refuses it. Any Standard Schema works
// (Zod here); a plain function that returns the value or throws works too.
import { filterRule } from "@finderjs/react";
import { z } from "zod";
import type { Apartment } from "../../data/apartments";

export const maxRent = filterRule({
  id: "maxRent",
  label: "Maximum rent",
  parse: z.coerce.number().int().min(0),
  // `max` is a number: FValue is inferred from the schema.
  filterFn: (apartment: Apartment, max) => apartment.rent <= max,
});
