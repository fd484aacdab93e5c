var searchData=
[
  ['auth_5ferror_0',['auth_error',['../namespacegsm.html#a81574ba75c367b3504fcc8c7a4ef08a2a8637f7521f3010b6bf4348905f143d2f',1,'gsm']]],
  ['authenticate_1',['authenticate',['../classgsm_1_1Modem.html#ad006bf4cceb17c2b3b9244a56c4d0aef',1,'gsm::Modem::authenticate(const void *apn, int apn_size, const void *user, int user_size, const void *pwd, int pwd_size)'],['../classgsm_1_1Modem.html#afb13f49136b62052d568a98a554fb46e',1,'gsm::Modem::authenticate(const char *apn, const char *user=nullptr, const char *pwd=nullptr)']]],
  ['authenticating_2',['authenticating',['../classgsm_1_1Modem.html#ae7908e198d24fad5ad5f61596e2d0c95',1,'gsm::Modem::authenticating()'],['../namespacegsm.html#ace30e78eb1507925cadea8aa1619cb50a3d5d0f5c7a6b281da0b22f8c128fb20e',1,'gsm::authenticating()']]]
];
