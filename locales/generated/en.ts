
    // Do not modify this file by hand!
    // Re-generate this file by running lit-localize

    
    import {str} from '@lit/localize';

    /* eslint-disable no-irregular-whitespace */
    /* eslint-disable @typescript-eslint/no-explicit-any */

    export const templates = {
      's048260792f16398b': `Please enter a valid mobile number`,
's06776af39022c3e2': `Could not load the code; click to retry`,
's0ba74f096b33ae54': `Home`,
's0bab11ceb213df4f': `Failed to request user information, please try again!`,
's1031140894dad7d3': `Cancel`,
's175bc5094279b101': `Data Knowledge Portal`,
's17c08411dfecd2bb': `Sign in with account and password`,
's22a6930b33eccc1b': `Log out`,
's2775f6c8c6e59377': str`The username needs ${0} to ${1} characters`,
's2a96aff38f68fc84': `Login Again`,
's2b3e3b08abe71ba8': `Password`,
's2e3cf67c16eb8eac': `Please enter the verification code`,
's320fba4923d10345': `Only letters, digits and underscores`,
's334b0e185c92f94d': `Can't read it? Click for a new one`,
's360d9bfc3d3bc62d': `Verification code`,
's36903202d827b5b1': `Access Denied`,
's388d144a9cd2561b': `Please enter your password`,
's40d303a038cf67d5': `Sorry, the login has expired. Please log in again`,
's43056e36a55cf58f': `Please enter the new password`,
's4afe79b8502f4c31': `The e-mail address is not valid`,
's4f85bdc7680cdb0b': `Network Timeout`,
's50fb4cf017548249': `Loading…`,
's645f6a49c0f22002': `Please enter the SMS code`,
's6d3c8e080a8741cf': `Notice`,
's78436b5b585e3eb8': `Please enter the mobile number`,
's7b06e8882f0607af': `The server's answer could not be understood`,
's9278e342e5084dff': str`Request failed (${0})`,
's92e31dea777c61f6': `Please enter the username`,
's94886fabbcec10ba': `Sorry, the page you visited does not exist.`,
's95224a838de3917b': `Do you really want to log out?`,
's958df2e972fef146': `The operation failed`,
's9f4bc4c7ab86563c': `Network error`,
'sa1f034e8272d2a03': `Login has expired`,
'saa9295361abff7e2': `Please enter the old password`,
'sb32373084660391d': `Log in`,
'sb41e330920bdc08a': `Menu`,
'sbb6e0a6f40dedd4d': str`Logout failed: ${0}`,
'sc36f6eb2ad67a562': `Back to home`,
'sc411a993db3d03a5': `Please confirm the password`,
'sc5fcf2c3275e2f9d': `The password needs at least 8 characters mixing digits, upper and lower case letters and symbols`,
'sc75f260857a59051': `OK`,
'scced4f8ed29f0e5c': `Sorry, the resource was not found!`,
'scdd07a0935dbe208': `Language`,
'sd6c164ccd8f95636': `The two passwords differ!`,
'se06ed1094664c86a': `Account`,
'seafc2104828f1655': `The password has not been changed within the specified time. Please login again!`,
'sfc4b62b35825c4c9': `The code has 6 digits`,
    };
  