import { useLocation } from "@tanstack/react-router";
import { memo, useEffect, useRef, useState } from "react";
import { localIsoDate } from "../shared/i18n/format";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import * as m from "../../i18n/paraglide/messages.js";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { navyEstimate, usableTape } from "./body-fat";
import { BmiCard } from "./cards/BmiCard";
import { BmrCard } from "./cards/BmrCard";
import { BodyFatCard } from "./cards/BodyFatCard";
import { IdealWeightCard } from "./cards/IdealWeightCard";
import { MacrosCard } from "./cards/MacrosCard";
import { OneRepMaxCard } from "./cards/OneRepMaxCard";
import { TdeeCard } from "./cards/TdeeCard";
import { WaterCard } from "./cards/WaterCard";
import { WeeksToTargetCard } from "./cards/WeeksToTargetCard";
import { DetailsCard } from "./DetailsCard";
import { calculatorHealth } from "./health";
import { usableDetails } from "./details";
import { JumpLinks } from "./JumpLinks";
import { isSectionId } from "./sections";
import { UnitsToggle } from "../shared/units/UnitsToggle";
import { useUnits } from "../shared/units/units";
import { useCalculatorInputs, useCalculatorSources, type CalculatorSources } from "./use-calculator-inputs";

/** The calculators: one shared "Your details" card and a card per calculator. */
export default function CalculatorsPage() {
  return <CalculatorsScreen sources={useCalculatorSources()} />;
}

const CalculatorsScreen = memo(function CalculatorsScreen({ sources }: { sources: CalculatorSources }) {
  useLocale();
  const units = useUnits();
  const { hash } = useLocation();
  const href = useScreenHref();
  const inputs = useCalculatorInputs(sources);
  useScrollToHash(hash, inputs.settled);
  // The member's calendar day when the screen opened: it dates the trimester and the arrival.
  const [today] = useState(localIsoDate);

  const u = usableDetails(inputs.details);
  const health = calculatorHealth(u, today);
  const navy = navyEstimate(u, usableTape(inputs.tape));
  const navyPercent = "percent" in navy ? navy.percent : null;

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ScreenHeader title={m.nav_calculators()} lead={m.calc_lead()} />
        <UnitsToggle name="calc-units" legendHidden className="w-full sm:w-auto" testId="calc-units" />
      </div>
      <JumpLinks />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <DetailsCard
          details={inputs.details}
          units={units}
          onChange={inputs.updateDetails}
          fromProfile={inputs.fromProfile}
          changed={inputs.changed}
          onReset={inputs.resetDetails}
          profilePath={href("/profile")}
        />
        <BmiCard u={u} />
        <BmrCard u={u} navyPercent={navyPercent} health={health} />
        <TdeeCard u={u} health={health} />
        <BodyFatCard u={u} units={units} tape={inputs.tape} tapeLog={inputs.tapeLog} onTape={inputs.updateTape} navy={navy} />
        <IdealWeightCard u={u} units={units} />
        <OneRepMaxCard units={units} />
        <MacrosCard u={u} health={health} />
        <WaterCard u={u} units={units} />
        <WeeksToTargetCard u={u} health={health} units={units} profileTarget={inputs.profile?.targetWeight ?? null} />
      </div>
    </section>
  );
});

/**
 * /calculators#body-fat (the profile links there): once the profile has filled the cards above,
 * bring the section into view and move focus to it, once per visit.
 */
function useScrollToHash(hash: string, settled: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !settled || !isSectionId(hash)) return;
    done.current = true;
    const section = document.getElementById(hash);
    section?.scrollIntoView({ block: "start" });
    section?.focus({ preventScroll: true });
  }, [hash, settled]);
}
