// Type-checking only: _ShopBefore.tsx imports "@hitgrab/finder", which this project does not
// install. tsconfig.json maps that name here, so the compiler checks that every name the
// earlier app uses still exists, with the same shape, in @finderjs/react.
export * from "@finderjs/react";
