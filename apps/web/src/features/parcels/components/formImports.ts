/** What the form takes from other features, through their index. */
export { AddressSelector } from '../../addresses';
export { GoodThumb } from '../../goods';
