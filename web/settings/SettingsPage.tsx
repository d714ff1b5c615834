import { Tabs } from "radix-ui";
import { useLocale } from "../i18n/locale";
import * as m from "../paraglide/messages.js";
import { DeleteAccount } from "./DeleteAccount";
import { NamesForm } from "./NamesForm";
import { PasswordForm } from "./PasswordForm";
import { ScreenHeader } from "../ui/ScreenHeader";

const tabClass =
  "h-10 rounded-lg px-4 text-sm font-semibold text-muted transition-colors hover:text-text data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow-sm";

/** Settings: Profile (names) and Security (password), and account deletion. */
export default function SettingsPage() {
  useLocale();
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:py-12">
      <ScreenHeader title={m.settings_title()} lead={m.settings_lead()} />
      <Tabs.Root defaultValue="profile" className="grid gap-4">
        <Tabs.List aria-label={m.settings_title()} className="inline-flex w-fit gap-1 rounded-xl border border-border bg-surface-2 p-1">
          <Tabs.Trigger value="profile" className={tabClass}>
            {m.settings_tab_profile()}
          </Tabs.Trigger>
          <Tabs.Trigger value="security" className={tabClass}>
            {m.settings_tab_security()}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <NamesForm />
        </Tabs.Content>
        <Tabs.Content value="security" className="grid gap-6 rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <PasswordForm />
        </Tabs.Content>
      </Tabs.Root>
      <DeleteAccount />
    </section>
  );
}
