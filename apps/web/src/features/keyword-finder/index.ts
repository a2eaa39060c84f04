export { KeywordFinderScreen } from './components/keyword-finder-screen';
export { type PickedPlace, PlaceCombobox } from './components/place-combobox';
