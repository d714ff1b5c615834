// Forgetting the member's data on this device (signing out, deleting the account): the outbox
// engines stop first, so nothing they held is sent once the network is back, then the device
// store is cleared.
import { clearDeviceStore } from "./device-store";
import { stopOutboxes } from "./outbox-engine";

export async function forgetDeviceData(): Promise<void> {
  stopOutboxes();
  await clearDeviceStore();
}
