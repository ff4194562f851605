import { MESSAGE_PREVIEW_LENGTH, MESSAGE_PREVIEW_THRESHOLD } from '@bimasetu/contract';

/** §9: a message longer than 100 characters is previewed as its first 50 plus an ellipsis. */
export function isLongMessage(text: string): boolean {
  return text.length > MESSAGE_PREVIEW_THRESHOLD;
}

export function previewMessage(text: string): string {
  return isLongMessage(text) ? `${text.slice(0, MESSAGE_PREVIEW_LENGTH)}…` : text;
}
