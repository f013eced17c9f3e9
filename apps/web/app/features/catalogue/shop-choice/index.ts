// The shop-choice dialog of spec §2, shared with the journeys' booking flow (issue 8).
export { type ShopChoice, ShopChoiceDialog, type ShopChoiceDialogProps } from './shop-choice-dialog.tsx';
