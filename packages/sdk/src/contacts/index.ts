export { type AddContactInput, type AddContactResult, addContact } from './addContact.js'
export {
  type Contact,
  type ContactsState,
  contactSchema,
  contactsStateSchema,
  EMPTY_CONTACTS_STATE,
} from './contactsState.js'
export {
  CONTACTS_RECORD_KEY,
  type ContactsService,
  type CreateContactsServiceParameters,
  createContactsService,
} from './createContactsService.js'
export { removeContact, type UpdateContactInput, updateContact } from './updateContact.js'
