// FairGo's design system: the Chakra UI v3 system built from product.md#brand and the small pieces that
// two or more apps use.
export { getSystem } from './system';
export { UiProvider } from './ui-provider';
export { PageFrame, PAGE_TITLE } from './page-frame';
export { dateFormat, dateTime, longDate, monthYear, shortDate, wholeNumber } from './formats';
export { AppErrorBoundary } from './error-boundary';
export { ErrorFallback, UNEXPECTED_ERROR } from './error-fallback';
export { NotFound, NOT_FOUND_TITLE } from './not-found';
export * from './chakra';
export { ScrollToTop, SCROLL_TOP_THRESHOLD } from './scroll-to-top';
export { FormAlert, type FormAlertProps } from './form-alert';
export { ConfirmStep } from './confirm-step';
export { LabelledField, type LabelledFieldProps } from './labelled-field';
export { PageSpinner } from './page-spinner';
export { Spinner } from './spinner';
export { renderWhenOnScreen } from './offscreen';
export { fixed, fixedLooks, type FixedLook, type FixedRecipe } from './fixed';
export { RadioChoices, type RadioChoicesProps } from './radio-choices';
export { SelectField, type SelectFieldProps } from './select-field';
export { TextField, type TextFieldProps } from './text-field';
export { useTypedBeforeAdoption } from './typed-before-adoption';
export { NO_REVIEWS, RatingText, Stars } from './rating';
export { PersonAvatar, PersonChip, type ShownPerson } from './person-chip';
export { ReportTrigger } from './report-trigger';
export { DraftNotice, DRAFT_KEPT } from './draft-notice';
