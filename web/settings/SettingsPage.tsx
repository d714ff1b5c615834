import { Link } from "@tanstack/react-router";
import { LifeBuoy } from "lucide-react";
import { Tabs } from "radix-ui";
import { useLocale } from "../shared/i18n/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { DeleteAccount } from "./DeleteAccount";
import { NamesForm } from "./NamesForm";
import { PasswordForm } from "./PasswordForm";
import { useScreenHref } from "../shared/navigation/paths";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { tabClass, tabListClass } from "../shared/ui/tab-styles";
import { TabPanel } from "../shared/ui/TabPanel";

/** Settings: Profile (names) and Security (password), and account deletion. */
export default function SettingsPage() {
  useLocale();
  const href = useScreenHref();
  return (
    // One column as wide as the screen (minmax(0, 1fr)): nothing inside can widen the page.
    <section className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-6 px-4 py-8 sm:py-12">
      <ScreenHeader title={m.settings_title()} lead={m.settings_lead()} />
      <Tabs.Root defaultValue="profile" className="grid min-w-0 grid-cols-1 gap-4">
        <Tabs.List aria-label={m.settings_title()} className={tabListClass}>
          <Tabs.Trigger value="profile" className={tabClass}>
            {m.settings_tab_profile()}
          </Tabs.Trigger>
          <Tabs.Trigger value="security" className={tabClass}>
            {m.settings_tab_security()}
          </Tabs.Trigger>
        </Tabs.List>
        <TabPanel value="profile" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <NamesForm />
        </TabPanel>
        <TabPanel value="security" className="grid gap-6 rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <PasswordForm />
        </TabPanel>
      </Tabs.Root>
      <Link to={href("/support")} className="inline-flex items-center gap-2 justify-self-start font-medium text-accent underline-offset-4 hover:underline" data-testid="settings-support">
        <LifeBuoy size={18} aria-hidden="true" />
        {m.support_settings_link()}
      </Link>
      <DeleteAccount />
    </section>
  );
}
