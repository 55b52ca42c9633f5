import { createTestPlatform, fakeApiForEachTest, typeIntoSuggestionField } from '@fairgo/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FormSuburbField, FormSuggestionField } from '../type-ahead';

interface Values {
  job: string;
  location: string;
}

function Form({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { job: '', location: '' } });
  const submit = (values: Values) =>
    values.location ? onSubmit(values) : setError('location', { message: 'Enter your suburb.' });
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <FormSuggestionField control={control} name="job" label="Role" suggest={async () => ['Barista']} />
      <FormSuburbField control={control} name="location" label="Location" required />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormSuggestionField and FormSuburbField', () => {
  fakeApiForEachTest((api) => api.answer('GET /api/suburbs', { status: 200, body: [{ Suburb: 'Bondi, NSW 2026' }] }));

  it('give the form what is typed and what is chosen, and show its errors under the field', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn();
    const { Harness } = createTestPlatform();
    render(<Form onSubmit={submitted} />, { wrapper: Harness });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your suburb.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Location/ })).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).not.toHaveBeenCalled();

    await typeIntoSuggestionField(user, 'Role', 'Bar');
    await user.click(await screen.findByRole('option', { name: 'Barista' }));
    await typeIntoSuggestionField(user, /Location/, 'Bon');
    await user.click(await screen.findByRole('option', { name: 'Bondi, NSW 2026' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledWith({ job: 'Barista', location: 'Bondi, NSW 2026' });
    expect(screen.queryByText('Enter your suburb.')).toBeNull();
  });
});
