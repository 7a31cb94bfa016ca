// The finished apartment finder: data, rules, controls and list put together.
import { Finder } from "@finderjs/react";
import { apartments } from "../../data/apartments";
import { apartmentRules } from "../../data/apartmentRules";
import { ApartmentControls } from "./_ApartmentControls";
import { ApartmentList } from "./_ApartmentList";

export default function ApartmentFinder() {
  return (
    <Finder items={apartments} rules={apartmentRules}>
      <ApartmentControls />
      <hr />
      <ApartmentList />
    </Finder>
  );
}
