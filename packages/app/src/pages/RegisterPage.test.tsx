import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp.js';

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('registration', () => {
  it('lists what is missing once the user tries to register an empty form', async () => {
    const { user } = await renderApp({ path: '/register' });
    await user.click(await screen.findByRole('button', { name: 'Register' }));

    expect(screen.getByText('Enter the organisation code.')).toBeTruthy();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter a password.')).toBeTruthy();
    expect(screen.getByText('Repeat the password.')).toBeTruthy();
    expect(document.activeElement).toBe(field(/Organisation code/));
  });

  it('shows a field’s message only after the user has left the field', async () => {
    const { user } = await renderApp({ path: '/register' });
    await user.type(await screen.findByLabelText(/Organisation code/, { selector: 'input' }), 'ab');
    expect(screen.queryByText('The code must be at least 3 characters long.')).toBeNull();

    await user.tab();
    expect(screen.getByText('The code must be at least 3 characters long.')).toBeTruthy();
  });

  it('checks the code’s pattern and length, the e-mail, each password rule and the confirmation', async () => {
    const { user } = await renderApp({ path: '/register' });
    await user.type(await screen.findByLabelText(/Organisation code/, { selector: 'input' }), '_acme');
    await user.type(field(/Email/), 'anna@example');
    await user.type(field(/^Password/), 'abc');
    await user.type(field(/Confirm password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      screen.getByText('Use only letters, digits and underscores, starting with a letter or digit.'),
    ).toBeTruthy();
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy();
    expect(screen.getByText('Include at least one uppercase letter.')).toBeTruthy();
    expect(screen.getByText('Include at least one digit.')).toBeTruthy();
    expect(screen.getByText('Include at least one symbol, such as ! or #.')).toBeTruthy();
    expect(screen.queryByText('Include at least one lowercase letter.')).toBeNull();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
  });

  it('sends a valid form and then offers the way to sign in', async () => {
    const { user, server } = await renderApp({
      path: '/register',
      routes: { 'POST /api/public/tenants': { body: { id: 't-1', code: 'acme' } } },
    });
    await user.type(await screen.findByLabelText(/Organisation code/, { selector: 'input' }), 'acme');
    await user.type(field(/Email/), 'anna@example.com');
    await user.type(field(/^Password/), 'Secret#123');
    await user.type(field(/Confirm password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Your organisation is registered' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/login');
    expect(server.requests.at(-1)?.body).toEqual({
      tenant: 'acme',
      email: 'anna@example.com',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
    });
  });

  it('shows the server’s message, its field errors on the fields and the others as lines', async () => {
    const { user } = await renderApp({
      path: '/register',
      routes: {
        'POST /api/public/tenants': {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'An account with this name already exists',
            validationErrors: {
              tenant: ['codeTaken', 'second message not shown'],
              'contacts.0.email': ['emailInvalid'],
            },
          },
        },
      },
    });
    await user.type(await screen.findByLabelText(/Organisation code/, { selector: 'input' }), 'acme');
    await user.type(field(/Email/), 'anna@example.com');
    await user.type(field(/^Password/), 'Secret#123');
    await user.type(field(/Confirm password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/An organisation with this code is already registered/)).toBeTruthy();
    expect(within(alert).getByText('contacts.0.email: Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('This organisation code is already taken.')).toBeTruthy();
    expect(screen.queryByText('second message not shown')).toBeNull();
  });
});
