// What other features ask of the chat: the member's conversation as the chat screen shows it,
// which the pages write into a Pro member's /chat page (decision 0037).
export { chatState } from "./messages";
